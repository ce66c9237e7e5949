import { browserJourneys } from './journeys';
import { MINIBROWSER_PATH, WEBKIT_DRIVER_PATH, launchWebKit } from './webkit-driver';
import { extraPorts } from '../ports';

browserJourneys({
  name: 'webkit',
  label: 'WebKit (WebKitGTK MiniBrowser)',
  binaries: [WEBKIT_DRIVER_PATH, MINIBROWSER_PATH, '/usr/bin/xvfb-run'],
  launch: launchWebKit,
  loginPort: extraPorts.webkitLogin,
});
