import '@testing-library/jest-dom';
import { configure } from '@testing-library/react';

// findBy…/waitFor give up after 3 s rather than 1 s: CI's two cores, busy with other suites, can be slow to
// settle a render. A passing test is no slower for it.
configure({ asyncUtilTimeout: 3000 });
