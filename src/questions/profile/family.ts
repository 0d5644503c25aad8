import type { FamilySlice } from '../slice';

export const family = {
  keys: {
    name: { order: 300, answer: 'fillBlank', design: true },
    gender: { order: 310, answer: 'radio', design: true },
    birthday: { order: 320, answer: 'time', design: true },
    age: { order: 330, answer: 'number', design: true },
    ageStage: { order: 340, answer: 'radio', design: true },
    education: { order: 350, answer: 'radio', design: true },
    occupation: { order: 360, answer: 'radio', design: true },
    industry: { order: 370, answer: 'radio', design: true },
    email: { order: 380, answer: 'fillBlank', design: true },
    idCard: { order: 390, answer: 'fillBlank', design: true },
    phone: { order: 400, answer: 'fillBlank', design: true },
    cityLevel: { order: 420, answer: 'radio', design: true },
    cityZone: { order: 430, answer: 'radio', design: true },
    familyIncome: { order: 440, answer: 'radio', design: true },
    familyPeople: { order: 450, answer: 'radio', design: true },
    familyDefine: { order: 460, answer: 'radio', design: true },
    gpsRegion: { order: 470, answer: 'radio', design: true },
  },
} satisfies FamilySlice;
