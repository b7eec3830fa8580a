/*
 * Routes, one file per area. Names follow SPEC §2.1 where it names them;
 * links are built from names (generated registry), never hand-written paths.
 */
import '#start/routes/system'
import '#start/routes/marketing'
import '#start/routes/forms'
import '#start/routes/auth'
import '#start/routes/settings'
import '#start/routes/topics'
import '#start/routes/checkout'
import '#start/routes/admin'
import '#start/routes/admin_users'
import '#start/routes/documents'
import '#start/routes/queue'
import '#start/routes/admin_subscriptions'
import '#start/routes/admin_money'
