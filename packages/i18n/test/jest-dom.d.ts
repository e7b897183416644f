// Types of the jest-dom matchers the shared jest setup installs.
import '@testing-library/jest-dom';
