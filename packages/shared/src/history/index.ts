export * from './snapshots';
export * from './describe-changes';
