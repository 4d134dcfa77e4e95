/* webpack runtime (stub) */
