// Async boundary: federation negotiates shared modules before any app code runs.
import('./bootstrap');
