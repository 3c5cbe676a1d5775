// The async boundary lets the federation runtime settle the shared singletons
// (react, the router, @portal/auth) before any of them is evaluated.
import('./bootstrap');
