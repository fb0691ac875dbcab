// The one public entry of the rules the database enforces (see each file for the migration it mirrors).
export * from './contact-message';
export * from './contact-service';
export * from './text';
export * from './url';
export * from './page-content';
export * from './registration';
export * from './admin-console';
export * from './profile';
export * from './executive-actions';
export * from './recipient-activity';
export * from './donor-partner-workflows';
export * from './directory-profiles';
export * from './founder-profile';
export * from './investor-profile';
export * from './investor-documents';
export * from './directory-network';
export * from './upload-files';
