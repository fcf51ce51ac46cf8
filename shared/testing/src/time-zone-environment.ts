// Jest's jsdom environment in the time zone a test file names (`@jest-environment-options
// {"timeZone": "Australia/Sydney"}`): a test cannot change it itself, its process.env is a copy.
import type { EnvironmentContext, JestEnvironmentConfig } from '@jest/environment';
import JsdomEnvironment from 'jest-environment-jsdom';

export default class TimeZoneEnvironment extends JsdomEnvironment {
  private readonly zoneBefore = process.env.TZ;

  constructor(config: JestEnvironmentConfig, context: EnvironmentContext) {
    super(config, context);
    const zone = config.projectConfig.testEnvironmentOptions.timeZone;
    if (typeof zone === 'string') process.env.TZ = zone;
  }

  override async teardown() {
    // The worker runs other files next: they get the zone they started with.
    if (this.zoneBefore === undefined) delete process.env.TZ;
    else process.env.TZ = this.zoneBefore;
    await super.teardown();
  }
}
