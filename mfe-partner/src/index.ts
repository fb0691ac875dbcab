// Standalone development page for this remote; the shell loads ./App instead.
import('./bootstrap');
