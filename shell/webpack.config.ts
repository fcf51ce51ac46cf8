import { shellConfig, type Mode } from '../webpack.config.base';

export default (env: { plain?: boolean }, argv: { mode?: Mode }) =>
  shellConfig(argv.mode ?? 'production', __dirname, { plain: Boolean(env.plain) });
