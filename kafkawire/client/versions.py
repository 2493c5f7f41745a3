"""ApiVersions negotiation: which version of each API to use with one broker.

A broker answers ApiVersions with the range of every key it serves; each
request then goes at the highest version both sides support
(``ApiKey.select_version``), or at the version the caller fixes, checked
against both ranges. The table is plain data, built from one answer.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Final

from kafkawire.error_codes import ErrorCode
from kafkawire.errors import BrokerError, UnsupportedVersionError
from kafkawire.protocol.message import Message
from kafkawire.protocol.registry import ApiKey

__all__ = ["API_VERSIONS_FIRST_TRY", "ApiVersionTable", "refused", "retry_version"]

#: The ApiVersions version asked first: v3 carries the client's software name
#: (KIP-511). A broker that refuses it answers at v0, and ``retry_version``
#: says what to ask next.
API_VERSIONS_FIRST_TRY: Final = 3


class ApiVersionTable:
    """The versions one broker serves, by API key, and the choice per request."""

    __slots__ = ("ranges",)

    def __init__(self, ranges: Mapping[int, tuple[int, int]]) -> None:
        self.ranges: dict[int, tuple[int, int]] = dict(ranges)

    @classmethod
    def from_response(cls, response: Message) -> ApiVersionTable:
        """The table of an ApiVersionsResponse; its error code, if any, raised."""
        code: int = getattr(response, "error_code", 0)
        if code:
            raise BrokerError(code, "ApiVersions")
        return cls({k.api_key: (k.min_version, k.max_version) for k in response.api_keys})  # type: ignore[attr-defined]

    def supports(self, api_key: int) -> bool:
        try:
            return self.select(api_key) >= 0
        except UnsupportedVersionError:
            return False

    def select(self, api_key: int, fixed: int | None = None) -> int:
        """The version to send ``api_key`` at; ``fixed`` is checked, not changed."""
        try:
            key = ApiKey(api_key)
        except ValueError:
            raise UnsupportedVersionError(f"kafkawire knows no API key {api_key}") from None
        broker = self.ranges.get(api_key)
        if broker is None:
            raise UnsupportedVersionError(f"the broker does not serve {key.name} (key {api_key})")
        if fixed is not None:
            if not (key.min_version <= fixed <= key.max_version):
                raise UnsupportedVersionError(
                    f"kafkawire encodes {key.name} v{key.min_version}..v{key.max_version}, "
                    f"not v{fixed}"
                )
            if not (broker[0] <= fixed <= broker[1]):
                raise UnsupportedVersionError(
                    f"the broker serves {key.name} v{broker[0]}..v{broker[1]}, not v{fixed}"
                )
            return fixed
        version = key.select_version(broker[0], broker[1])
        if version < 0:
            raise UnsupportedVersionError(
                f"no common version of {key.name}: kafkawire "
                f"v{key.min_version}..v{key.max_version}, broker v{broker[0]}..v{broker[1]}"
            )
        return version

    def __repr__(self) -> str:
        return f"ApiVersionTable({len(self.ranges)} keys)"


def refused(code: int) -> bool:
    """An ApiVersions error that means "ask again" (see ``retry_version``)."""
    return code == ErrorCode.UNSUPPORTED_VERSION


def retry_version(refusal: Message) -> int:
    """The ApiVersions version to ask again at after ``refusal``, an
    UNSUPPORTED_VERSION answer: the highest both sides have in the range the
    broker names for ApiVersions (Kafka 2.4+ names it, KIP-511), or v0 when it
    names none, as Kafka's Java client does. A named range that misses
    kafkawire's raises UnsupportedVersionError naming both."""
    key = ApiKey.ApiVersions
    named = [k for k in refusal.api_keys if k.api_key == key]  # type: ignore[attr-defined]
    if not named:
        return 0
    low, high = named[0].min_version, named[0].max_version
    version = key.select_version(low, high)
    if version < 0:
        raise UnsupportedVersionError(
            f"no common version of {key.name} (key {int(key)}): kafkawire "
            f"v{key.min_version}..v{key.max_version}, broker v{low}..v{high}"
        )
    return version
