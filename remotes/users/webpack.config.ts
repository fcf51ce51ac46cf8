import { remoteConfigs, type Mode } from '../../webpack.config.base';

export default (_env: unknown, argv: { mode?: Mode }) => remoteConfigs('users', argv.mode ?? 'production', __dirname);
