export { buildAbility, allows, defaultRules, type AppAbility, type AbilityRule } from './ability';
export { useSessionStore, developmentUser, type SessionUser } from './session-store';
export { useAbility, Can } from './can';
export { apiRequest, ApiError, type RequestOptions } from './api-client';
