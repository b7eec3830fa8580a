/*
 * Files of the private local disk (config/drive.ts): signed, expiring links
 * only. The public-content disk is served by Drive itself at /uploads.
 */
import router from '@adonisjs/core/services/router'

const PrivateFilesController = () => import('#controllers/private_files_controller')

router.get('/files/private/*', [PrivateFilesController, 'show']).as('drive.private')
