export { createActionLog, actionLogLimit, actionLogPeer, type ActionLog } from './action-log';
export { loggedServer } from './logged-server';
export { entityIn } from './entity-readers';
export { changedFields, loggedValue } from './changes';
export { describeCall } from './describe-call';
