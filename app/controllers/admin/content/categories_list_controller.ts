import { CategoriesListController } from '#controllers/admin/content/blog_terms_list_controller'

export default CategoriesListController
