// The async boundary: shared singletons are negotiated before bootstrap's imports run.
void import('./bootstrap');
