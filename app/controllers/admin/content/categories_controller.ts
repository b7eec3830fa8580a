import { CategoriesController } from '#controllers/admin/content/blog_terms_controller'

export default CategoriesController
