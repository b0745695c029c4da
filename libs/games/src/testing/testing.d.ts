// jest-dom's matchers (toHaveFocus, toBeInTheDocument, …) on vitest's expect. The runtime side is the
// repo's vitest.setup.ts; that file is outside this lib's tsconfig, so its types are pulled in here.
/// <reference types="@testing-library/jest-dom/vitest" />
