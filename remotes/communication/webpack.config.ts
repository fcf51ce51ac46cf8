import { remoteConfigs, type Mode } from '../../webpack.config.base';

export default (_env: unknown, argv: { mode?: Mode }) => remoteConfigs(argv.mode ?? 'production', __dirname);
