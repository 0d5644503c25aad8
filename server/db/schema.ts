/**
 * The whole database schema, one table (or one small group of related tables) per file under `tables/`.
 * drizzle-kit reads this file to generate migrations, and the drivers are typed with it: a new area adds
 * its file under `tables/` and one line here, then runs `npm run db:generate`.
 */

export * from './tables/audit';
export * from './tables/collection';
export * from './tables/design';
export * from './tables/interviewerDevices';
export * from './tables/interviewers';
export * from './tables/logic';
export * from './tables/media';
export * from './tables/quotas';
export * from './tables/releases';
export * from './tables/responses';
export * from './tables/results';
export * from './tables/sessions';
export * from './tables/shortLinks';
export * from './tables/survey-extras';
export * from './tables/surveyParams';
export * from './tables/surveys';
export * from './tables/users';
