import router from '@adonisjs/core/services/router'

const HomeController = () => import('#controllers/marketing/home_controller')

router.get('/', [HomeController, 'show']).as('home')
