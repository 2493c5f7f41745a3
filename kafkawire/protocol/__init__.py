"""The protocol layer: pure, no sockets and no clocks."""
