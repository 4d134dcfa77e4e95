"use strict";(self.webpackChunkstorefront=self.webpackChunkstorefront||[]).push([[179],{}]);
