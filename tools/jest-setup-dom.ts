import '@testing-library/jest-dom';
import { configure } from '@testing-library/react';

// findBy…/waitFor give up after 10 s rather than 1 s: CI's two cores, busy with other suites, can be slow to
// settle a render (at load 8 a lazy chunk the header imports took over 3 s). A passing test is no slower for it.
configure({ asyncUtilTimeout: 10_000 });
