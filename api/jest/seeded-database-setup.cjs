module.exports = require('./seeded-database.cjs').setup;
