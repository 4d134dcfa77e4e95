// Lift comet support
