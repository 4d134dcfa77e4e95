/* Publii theme asset (stub) */
