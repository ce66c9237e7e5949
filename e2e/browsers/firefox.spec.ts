import { FIREFOX_PATH, launchFirefox } from './firefox-driver';
import { browserJourneys } from './journeys';
import { extraPorts } from '../ports';

browserJourneys({
  name: 'firefox',
  label: 'Firefox ESR',
  binaries: [FIREFOX_PATH],
  launch: launchFirefox,
  loginPort: extraPorts.firefoxLogin,
});
