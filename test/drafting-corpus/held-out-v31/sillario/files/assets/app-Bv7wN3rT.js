import Alpine from '/assets/alpine-Cx3.js';window.Alpine=Alpine;Alpine.start();
