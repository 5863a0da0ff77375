export * from './catalogue';
export * from './plural-forms';
export * from './describe-catalogue';
export * from './describe-keys-used';
