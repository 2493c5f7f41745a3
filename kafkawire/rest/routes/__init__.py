"""One router per resource of seed 003's consumer routes."""
