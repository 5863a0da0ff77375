module.exports = require('./seeded-database.cjs').teardown;
