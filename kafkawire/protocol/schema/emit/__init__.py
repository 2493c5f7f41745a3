"""Writes one Python module per API from its schema.

The module holds slotted classes for the request, the response and their
structs, and one flat decoder and encoder per (struct, version): no version
branches at run time, fixed-width runs fused into one precompiled Struct,
one-byte varints inlined. Identical per-version functions are emitted once
and aliased.
"""

from kafkawire.protocol.schema.emit.module import emit_module
from kafkawire.protocol.schema.emit.state import module_name

__all__ = ["emit_module", "module_name"]
