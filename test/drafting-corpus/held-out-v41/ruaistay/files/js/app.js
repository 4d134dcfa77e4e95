const socket = io();
const app = feathers();
app.configure(feathers.socketio(socket));
