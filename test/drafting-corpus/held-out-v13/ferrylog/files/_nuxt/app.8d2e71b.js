/* durable site runtime (stub) */
