import { brandPlaywrightConfig } from '@lobby/e2e';

export default brandPlaywrightConfig(import.meta.dirname);
