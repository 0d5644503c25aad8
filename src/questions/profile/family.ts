import type { FamilySlice } from '../slice';

/**
 * Profile questions (spec 1 §1) reuse other families' runner views (choices radio's, texts the fill-in's, birthday
 * the date's, age the number's) and share one Design.tsx; the city is the city family's (an address picker).
 */
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

// Read alike by the profile entries (dates.ts, text.ts) and the runner views they reuse (number, fill-in): here,
// free of zod and messages.

/** Age is a whole number of years, 0…120. */
export const AGE_MAX = 120;

/** Longest text of the profile text questions. */
export const PROFILE_TEXT_LIMITS: Readonly<Record<'name' | 'email' | 'idCard' | 'phone', number>> = {
  name: 20,
  email: 120,
  idCard: 120,
  phone: 20,
};
