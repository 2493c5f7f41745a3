"""The removed ``/api/v3/{namespace}/consumers`` routes (seed 003, the earlier routes).

Every such path matches no route and answers FastAPI's 404. A group named
``recreate`` shares its path with the topic recreate route
(``/api/v3/{namespace}/{topic}/recreate``), which the consumer methods do not
match, so it answers 405; this router states that answer for the path.
"""

from __future__ import annotations

from fastapi import APIRouter, HTTPException

__all__ = ["router"]

router = APIRouter()


@router.api_route(
    "/api/v3/{namespace}/consumers/recreate",
    methods=["GET", "POST", "DELETE"],
    include_in_schema=False,
)
async def removed_recreate(namespace: str) -> None:
    raise HTTPException(status_code=405, detail="Method Not Allowed")
