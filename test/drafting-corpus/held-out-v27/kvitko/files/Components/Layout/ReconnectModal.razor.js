/* ReconnectModal.razor.js (stub) */
