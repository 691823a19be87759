// The schema Drizzle sees, in one object (drizzle-kit and the query builder both read it).
export * from './accommodation';
export * from './auth';
export * from './files';
export * from './groups';
export * from './guest-lists';
export * from './legal';
export * from './personal-events';
export * from './platform';
export * from './profiles';
export * from './riders';
export * from './supplemental';
export * from './sync';
export * from './templates';
export * from './tours';
export * from './users';
export * from './workspaces';
