import config from '../../eslint.config.mjs';

// libs/account/data-access is a project of its own (account-data-access) and lints itself.
export default [{ ignores: ['data-access/**'] }, ...config];
