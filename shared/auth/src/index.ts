export { buildAbility, allows, defaultRules, type AppAbility, type AbilityRule } from './ability';
export { useSessionStore, developmentUser, type SessionUser } from './session-store';
export { useAbility, Can } from './can';
export { apiRequest, ApiError, setApiBase, type RequestOptions } from './api-client';
export { readConsoleConfig } from './console-config';
