"""Shared helpers of the Python tests: the project's independent Python rules."""

import os
import sys

REFERENCE = os.path.join(os.path.dirname(__file__), "..", "..", "..", "tools", "reference")
sys.path.insert(0, os.path.abspath(REFERENCE))
