// Types of the jest-dom matchers the shared jest preset installs for dom tests.
import '@testing-library/jest-dom';
