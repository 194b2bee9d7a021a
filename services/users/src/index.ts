export { usersService } from './service';
export { adminCredentials, DEV_ADMIN_EMAIL, DEV_ADMIN_PASSWORD } from './domain/admin';
