import { allBrandsPlaywrightConfig } from './index';

/** Every brand in one run: the reference brand whole, the others their brand tests (see allBrandsPlaywrightConfig). */
export default allBrandsPlaywrightConfig();
