export { createActionLog, actionLogLimit, actionLogPeer, type ActionLog } from './action-log';
export { loggedServer, entityIn } from './logged-server';
export { changedFields, loggedValue } from './changes';
export { describeCall } from './describe-call';
