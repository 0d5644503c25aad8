import { defineMessages } from '../define';

/** Field rules of accounts, shared by the server's 400 answers and the client's forms. */
export const authMessages = defineMessages({
  'auth.userName.format': {
    zh: '用户名为 3–32 位字母、数字或 _ . @ -',
    en: 'User name: 3–32 letters, digits or _ . @ -',
  },
  'auth.password.length': { zh: '密码长度为 8–64 位', en: 'Password must be 8–64 characters long' },
  'auth.password.strength': {
    zh: '密码需同时包含字母和数字',
    en: 'Password must contain both letters and digits',
  },
  'auth.password.required': { zh: '请输入密码', en: 'Enter your password' },
  'auth.userName.required': { zh: '请输入用户名', en: 'Enter your user name' },
  'auth.name.length': { zh: '姓名最多 20 个字符', en: 'Name: at most 20 characters' },
  'auth.email.format': { zh: '请输入正确的邮箱地址', en: 'Please enter a correct email address' },
  'auth.cellphone.format': {
    zh: '请输入正确的 11 位手机号码',
    en: 'Enter a correct 11-digit mobile phone number',
  },
  'auth.password.sameAsOld': {
    zh: '新密码不能与旧密码相同',
    en: 'The new password must differ from the old one',
  },
});
