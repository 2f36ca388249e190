import '@testing-library/jest-dom';

// Unit tests run in UTC so dates render the same on every machine.
process.env.TZ = 'UTC';
